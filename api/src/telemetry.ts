// OpenTelemetry tracing, off unless OTEL_EXPORTER_OTLP_ENDPOINT is set. Loaded before the server
// with `node --import ./api/src/telemetry.ts api/src/server.ts` (the image and `npm start -w api`
// do), because the instrumentation must hook `http` before anything imports it.
// Spans: one per request (named by route template) and one per database statement, SQLite or
// PostgreSQL (both made in metrics/metrics.routes.ts from what the metrics already see), exported in batches over OTLP/HTTP; the standard OTEL_* variables apply
// (OTEL_SERVICE_NAME, OTEL_EXPORTER_OTLP_HEADERS, OTEL_BSP_SCHEDULE_DELAY…). A `traceparent`
// from the caller continues its trace.
const endpoint = process.env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();

if (endpoint) {
  const { register } = await import('node:module');
  // ES modules are hooked through the loader; CommonJS ones (fastify's http) through require.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const { context, propagation, trace } = await import('@opentelemetry/api');
  const { AsyncLocalStorageContextManager } = await import('@opentelemetry/context-async-hooks');
  const { W3CTraceContextPropagator } = await import('@opentelemetry/core');
  const { resourceFromAttributes } = await import('@opentelemetry/resources');
  const { BatchSpanProcessor, TracerProvider } = await import('@opentelemetry/sdk-trace');
  const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
  const { registerInstrumentations } = await import('@opentelemetry/instrumentation');
  const { HttpInstrumentation } = await import('@opentelemetry/instrumentation-http');

  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': process.env.OTEL_SERVICE_NAME?.trim() || 'portal' }),
    spanProcessors: [new BatchSpanProcessor({
      exporter: new OTLPTraceExporter(),
      ...(Number(process.env.OTEL_BSP_SCHEDULE_DELAY) > 0 ? { scheduledDelayMillis: Number(process.env.OTEL_BSP_SCHEDULE_DELAY) } : {}),
    })],
  });
  trace.setGlobalTracerProvider(provider);
  // Probes and scrapes every few seconds would drown the traces that matter.
  const quiet = new Set(['/healthz', '/readyz', '/metrics']);
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => quiet.has((request.url ?? '').split('?')[0]!) }),
    ],
  });
  // server.ts ends with process.exit() after closing; send what is buffered first.
  const flush = () => { void provider.forceFlush().catch(() => {}); };
  process.once('SIGTERM', flush);
  process.once('SIGINT', flush);
}

export {};
