import type { z } from 'zod';
import { apiErrorSchema } from '@silkroad/shared';

/** Pieces every route definition repeats, so the OpenAPI document stays uniform. */
export const jsonContent = <T>(schema: T, description: string) => ({ content: { 'application/json': { schema } }, description });
export const jsonError = (description: string) => jsonContent(apiErrorSchema, description);
export const jsonBody = <T extends z.ZodType>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
export const BEARER_SECURITY = [{ bearer: [] }];
