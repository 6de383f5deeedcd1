import { z } from 'zod';
import { text } from '../src/posts/fields';
import { idOrSlugList, statusList, pageParams } from '../src/http/schemas';
const s = z.object({ t: text(300).optional(), l: idOrSlugList.optional(), st: statusList.optional(), ...pageParams, d: z.string().default('x') });
const out = z.toJSONSchema(s, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any', override: ({ zodSchema, jsonSchema, path }) => {
  console.log(path.join('.'), zodSchema._zod.def.type, JSON.stringify(jsonSchema), zodSchema._zod.def.type==='pipe' ? (zodSchema._zod.def as any).out._zod.def.type + JSON.stringify((zodSchema._zod.def as any).out._zod.bag) : '');
}});
console.log(JSON.stringify(out, null, 1));
