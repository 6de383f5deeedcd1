import type { LinkedKind } from '../linked/kind';
import { presentOrganizer } from './presenter';
import { organizerCreateBody, organizerUpdateBody } from './schemas';

export const organizerKind: LinkedKind = {
  kind: 'organizer',
  route: 'organizers',
  nameParam: 'organizer',
  textColumns: ['description', 'excerpt'],
  columns: { phone: 'phone', website: 'website', email: 'email' },
  createDefaults: {},
  searchText: ['title', 'description', 'excerpt'],
  searchPlain: ['phone', 'email', 'website'],
  createBody: organizerCreateBody,
  updateBody: organizerUpdateBody,
  present: presentOrganizer,
  errors: {
    notFound: 'rest-organizer-not-found',
    notAccessible: 'organizer-not-accessible',
    inTrash: 'organizer-is-in-trash',
  },
};
