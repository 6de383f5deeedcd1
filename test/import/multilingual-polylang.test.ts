import type { FetchedPage } from '../../import/source/fetcher';
import pages from '../fixtures/multilingual/polylang.json';
import { multilingualSuite } from './support';

multilingualSuite('Polylang Pro', pages as unknown as Record<string, FetchedPage>);
