import { z } from 'zod';
import { eventListQuery, eventCreateBody, eventUpdateBody } from '../src/events/schemas';
import { venueCreateBody } from '../src/venues/schemas';
import { termListQuery } from '../src/terms/schemas';
for (const [n, s] of Object.entries({ eventListQuery, eventCreateBody, venueCreateBody, termListQuery })) {
  console.log(n, JSON.stringify(z.toJSONSchema(s, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }), null, 1));
}
