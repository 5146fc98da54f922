// node --import ./bench/register-stubs.mjs: @portal/shared resolves to bench/shared-stub.mjs.
import { registerHooks } from 'node:module';

const stub = new URL('./shared-stub.mjs', import.meta.url).href;
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === '@portal/shared') return { url: stub, shortCircuit: true };
    return nextResolve(specifier, context);
  },
});
