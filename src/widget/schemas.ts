import { z } from 'zod';
import { languageParam } from '../http/schemas';

/** `GET /widget.js` and `GET /widget/demo`: only the content language. */
export const widgetQuery = z.object({ translation_language: languageParam.optional() });
