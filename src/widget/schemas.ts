import { languageParam } from '../http/schemas';
import { z } from '../lib/zod';

/** `GET /widget.js` and `GET /widget/demo`: only the content language. */
export const widgetQuery = z.object({ translation_language: languageParam.optional() });
