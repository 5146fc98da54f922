// @portal/contract/openapi, for the server and the scripts: the table of calls with its schemas,
// and the OpenAPI document generated from them. Never imported by a container (it bundles TypeBox).
export { audienceOf, CALLS, schemaOf } from './call-schemas.ts';
export { openApiDocument } from './openapi-document.ts';
export { callsMissingFromApiDoc, renderApiDoc } from './api-doc.ts';
