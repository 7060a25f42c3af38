import module from 'node:module';

// Imported first by the process entries: V8 keeps the code it compiled for every module on disk (in the
// system's temporary folder unless NODE_COMPILE_CACHE says where), so a restart or a second process skips
// compiling Fastify, zod, pg-boss and the rest again.
module.enableCompileCache?.();
