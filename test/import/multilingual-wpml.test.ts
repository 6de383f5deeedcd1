import type { FetchedPage } from '../../import/source/fetcher';
import pages from '../fixtures/multilingual/wpml.json';
import { multilingualSuite } from './support';

multilingualSuite('WPML REST add-on', pages as unknown as Record<string, FetchedPage>);
