// What each demo procedure is for and what it asks for (issue 19): a city publishes a sentence of
// its own per procedure and requirements that make sense for it, never one template for all.
// Keys are the procedure names of demo-content.ts; a bulk seed's "Name (3)" uses the entry of "Name".

export interface DemoProcedureText {
  description: string;
  /** Names in the customer's requirement catalogue, in the order the citizen gathers them. */
  requirements: string[];
}

const ID = 'Copia de la cédula de identidad';
const RIF = 'RIF vigente';
const SOLVENCY = 'Solvencia municipal vigente';
const DEED = 'Documento de propiedad';
const FORM = 'Planilla de solicitud firmada';
const FEE = 'Comprobante de pago de la tasa';
const RESIDENCE = 'Carta de residencia del consejo comunal';
const SITE_PLAN = 'Plano de ubicación';
const ARTICLES = 'Acta constitutiva de la empresa';
const PHOTO = 'Fotografía tipo carnet';
const REPORT = 'Informe técnico';
const BIRTH = 'Partida de nacimiento';
const PROJECT = 'Memoria descriptiva del proyecto';
const WITNESSES = 'Copia de la cédula de dos testigos';
const MEDICAL = 'Informe médico reciente';
const DEATH_CERT = 'Certificado médico de defunción';
const STUDY = 'Constancia de estudios';
const GRADES = 'Notas certificadas del último año';
const PLANS = 'Planos del proyecto firmados por un profesional colegiado';
const CADASTRE = 'Cédula catastral';
const VEHICLE = 'Título de propiedad del vehículo';
const SKETCH = 'Boceto del aviso con sus medidas';
const BUDGET = 'Presupuesto o factura proforma';
const MINUTES = 'Acta de asamblea de ciudadanos';
const PHOTOS = 'Fotografías del lugar';
const LEASE = 'Contrato de arrendamiento o autorización del propietario';
const DEBT = 'Estado de cuenta de la deuda tributaria';
const SALES = 'Declaración de ingresos brutos del último ejercicio';

export const demoProcedureTexts: Record<string, DemoProcedureText> = {
  // Hacienda Municipal
  'Solvencia municipal': { description: 'Certifica que usted o su empresa no tiene deudas con el municipio; se pide para vender un inmueble, contratar con el Estado o renovar licencias.', requirements: [ID, RIF, FEE] },
  'Declaración de actividades económicas': { description: 'Declare cada año los ingresos brutos de su negocio para calcular el impuesto a las actividades económicas.', requirements: [RIF, SALES, FORM] },
  'Licencia de actividades económicas': { description: 'Autoriza a abrir un comercio, industria o servicio en el municipio. Se tramita antes de iniciar la actividad.', requirements: [ARTICLES, RIF, LEASE, 'Constancia de zonificación', FEE] },
  'Renovación de licencia de actividades económicas': { description: 'Renueve su licencia antes de su vencimiento para seguir operando sin multas.', requirements: [RIF, SOLVENCY, FEE] },
  'Pago del impuesto sobre inmuebles urbanos': { description: 'Calcule y pague el impuesto anual de su casa, apartamento o local; con pronto pago obtiene un descuento.', requirements: [CADASTRE, ID] },
  'Impuesto sobre vehículos': { description: 'Pague el impuesto anual de su carro o moto registrado en el municipio.', requirements: [VEHICLE, ID] },
  'Permiso de publicidad comercial': { description: 'Autoriza vallas, avisos luminosos y pancartas en fachadas o en la vía pública por el tiempo indicado.', requirements: [RIF, SKETCH, LEASE, FEE] },
  'Constancia de no contribuyente': { description: 'Deja constancia de que usted no ejerce actividades económicas en el municipio.', requirements: [ID, RESIDENCE] },
  'Retiro de actividades económicas': { description: 'Informe el cierre de su negocio para dejar de generar impuestos y obtener su cierre de cuenta.', requirements: [RIF, SOLVENCY, FORM] },
  'Convenio de pago de deudas tributarias': { description: 'Divida en cuotas lo que debe al municipio y quede solvente mientras paga.', requirements: [ID, RIF, DEBT] },
  // Catastro
  'Inscripción catastral': { description: 'Registre por primera vez su inmueble en el catastro municipal.', requirements: [DEED, ID, SITE_PLAN] },
  'Cédula catastral': { description: 'Documento que identifica su inmueble en el catastro; se pide en compraventas e hipotecas.', requirements: [DEED, ID, SOLVENCY] },
  'Ficha catastral': { description: 'Datos técnicos del inmueble (linderos, superficie, construcción) tal como constan en el catastro.', requirements: [CADASTRE, ID] },
  'Actualización de datos catastrales': { description: 'Corrija el propietario, la superficie o la construcción registrada de su inmueble.', requirements: [CADASTRE, DEED, PHOTOS] },
  'Constancia de zonificación': { description: 'Indica qué usos permite el plan urbano en una parcela: vivienda, comercio o industria.', requirements: [SITE_PLAN, CADASTRE] },
  'Levantamiento topográfico': { description: 'Un técnico municipal mide el terreno y entrega el plano con sus linderos.', requirements: [DEED, SITE_PLAN, FEE] },
  'Certificado de empadronamiento': { description: 'Certifica que el inmueble está empadronado a su nombre en el municipio.', requirements: [CADASTRE, ID] },
  'Plano de mensura': { description: 'Plano oficial con las medidas del terreno, necesario para dividir o unir parcelas.', requirements: [DEED, REPORT, FEE] },
  // Ingeniería Municipal
  'Permiso de construcción': { description: 'Autoriza una obra nueva después de revisar que los planos cumplen las variables urbanas.', requirements: [DEED, PLANS, 'Variables urbanas fundamentales', PROJECT, FEE] },
  'Permiso de remodelación': { description: 'Para ampliar o modificar una construcción existente sin cambiar su uso.', requirements: [DEED, PLANS, PROJECT] },
  'Variables urbanas fundamentales': { description: 'Indica la altura, retiros y densidad que puede tener una construcción en su parcela.', requirements: [SITE_PLAN, CADASTRE] },
  'Constancia de habitabilidad': { description: 'Certifica al terminar la obra que la vivienda es segura y puede ocuparse.', requirements: ['Permiso de construcción', REPORT, PHOTOS] },
  'Permiso de demolición': { description: 'Autoriza derribar una construcción con las medidas de seguridad para los vecinos.', requirements: [DEED, REPORT, PHOTOS] },
  'Permiso de rotura de calzada': { description: 'Para abrir la vía pública al conectar agua, gas o cloacas; incluye el compromiso de reponer el pavimento.', requirements: [SITE_PLAN, REPORT, FEE] },
  'Conformidad de uso': { description: 'Confirma que el local cumple el uso que indica la zonificación antes de abrir un negocio.', requirements: ['Constancia de zonificación', LEASE, PHOTOS] },
  // Registro Civil
  'Acta de nacimiento': { description: 'Copia certificada del acta de nacimiento inscrita en el registro civil del municipio.', requirements: [ID] },
  'Acta de matrimonio': { description: 'Copia certificada del acta de matrimonio celebrado en el municipio.', requirements: [ID] },
  'Acta de defunción': { description: 'Inscripción o copia certificada del acta de defunción de un familiar.', requirements: [DEATH_CERT, ID] },
  'Constancia de residencia': { description: 'Certifica dónde vive usted; se pide en bancos, escuelas y otros trámites.', requirements: [ID, RESIDENCE] },
  'Unión estable de hecho': { description: 'Registra la unión de una pareja que vive junta sin haberse casado.', requirements: [ID, WITNESSES, RESIDENCE] },
  'Constancia de fe de vida': { description: 'Certifica que la persona está viva; la piden las pensiones y jubilaciones.', requirements: [ID, PHOTO] },
  'Rectificación de actas': { description: 'Corrige errores de nombres, fechas o datos en un acta del registro civil.', requirements: [ID, BIRTH, FORM] },
  // Desarrollo Social
  'Solicitud de ayuda médica': { description: 'Apoyo para medicinas, exámenes u operaciones de personas sin recursos.', requirements: [ID, MEDICAL, BUDGET, RESIDENCE] },
  'Solicitud de ayuda funeraria': { description: 'Apoyo con los gastos del servicio funerario de un familiar.', requirements: [ID, DEATH_CERT, BUDGET] },
  'Beca estudiantil municipal': { description: 'Beca mensual para estudiantes de bachillerato y universidad residentes en el municipio.', requirements: [ID, STUDY, GRADES, RESIDENCE] },
  'Inscripción en programa de adulto mayor': { description: 'Inscripción en las actividades, comedores y atención médica para personas de 60 años o más.', requirements: [ID, PHOTO, RESIDENCE] },
  'Registro de consejos comunales': { description: 'Registra o renueva un consejo comunal para que pueda presentar proyectos al municipio.', requirements: [MINUTES, 'Copia de la cédula de los voceros'] },
  'Donación de insumos escolares': { description: 'Útiles y uniformes escolares para familias de bajos recursos al inicio del año escolar.', requirements: [ID, STUDY, RESIDENCE] },
  // Ambiente y Servicios Públicos
  'Permiso de tala y poda': { description: 'Autoriza cortar o podar árboles que ponen en riesgo viviendas o tendidos eléctricos.', requirements: [ID, PHOTOS, SITE_PLAN] },
  'Recolección de desechos especiales': { description: 'Retiro programado de escombros, muebles viejos o chatarra.', requirements: [ID, PHOTOS] },
  'Denuncia ambiental': { description: 'Informe de quemas, botes de aguas servidas o vertederos ilegales para que el municipio actúe.', requirements: [PHOTOS] },
  'Uso de espacios públicos': { description: 'Permiso para usar plazas, parques o calles en ferias, actos o actividades comerciales.', requirements: [ID, FORM, FEE] },
  // Sindicatura Municipal
  'Arrendamiento de terrenos ejidos': { description: 'Alquile un terreno municipal para vivienda o actividad productiva.', requirements: [ID, SITE_PLAN, RESIDENCE] },
  'Venta de terrenos ejidos': { description: 'Compre al municipio el terreno ejido que ocupa con un contrato de arrendamiento vigente.', requirements: [ID, 'Contrato de arrendamiento del ejido', SOLVENCY, SITE_PLAN] },
  // Santa Lucía
  'Paz y salvo municipal': { description: 'Certifica que no tiene deudas con el municipio.', requirements: [ID, FEE] },
  'Impuesto predial': { description: 'Pague el impuesto anual de su predio con el descuento de pronto pago.', requirements: [CADASTRE] },
  'Industria y comercio': { description: 'Declare y pague el impuesto de su actividad comercial.', requirements: [RIF, SALES] },
  'Licencia de construcción': { description: 'Autoriza obras nuevas, ampliaciones y remodelaciones.', requirements: [DEED, PLANS, PROJECT] },
  'Certificado de estratificación': { description: 'Indica el estrato de su vivienda para las tarifas de los servicios públicos.', requirements: [CADASTRE, ID] },
  'Uso de suelo': { description: 'Indica qué actividades se permiten en un predio.', requirements: [SITE_PLAN] },
  'Certificado de residencia': { description: 'Certifica que usted vive en el municipio.', requirements: [ID, RESIDENCE] },
  'Permiso de eventos públicos': { description: 'Autoriza conciertos, ferias y eventos con público.', requirements: [ID, FORM, 'Plan de seguridad del evento'] },
};

/** The entry for a procedure name, also for a bulk seed's "Name (3)". */
export function demoProcedureText(name: string): DemoProcedureText | undefined {
  return demoProcedureTexts[name] ?? demoProcedureTexts[name.replace(/ \(\d+\)$/, '')];
}

/** Every requirement the demo procedures ask for, plus `pool`, without repeats, pool first. */
export function demoRequirementNames(pool: readonly string[]): string[] {
  return [...new Set([...pool, ...Object.values(demoProcedureTexts).flatMap((text) => text.requirements)])];
}
