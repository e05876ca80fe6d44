// The shapes the public site reads on a first visit take `z` from here. zod/mini is made of separate
// functions, so a bundle keeps only those its schemas call, whereas every zod classic schema carries every
// method and with them nearly all of zod. Mini schemas parse like any other, and the server's
// fastify-type-provider-zod takes them. A module using this `z` must not import ./zod (a test checks it):
// its classic schemas would come along wherever the module is used. Free of side effects, like ./zod.
export { z } from 'zod/mini';
