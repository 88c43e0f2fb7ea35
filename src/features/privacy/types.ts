import * as v from 'valibot';
import { cmsText, lazySchema } from '@/lib/cms-schema';

export const privacyPolicySchema = lazySchema(() => v.object({ title: cmsText, content: cmsText }));
export type PrivacyPolicy = v.InferOutput<typeof privacyPolicySchema>;
