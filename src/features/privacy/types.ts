import { z } from 'zod/mini';
import { cmsText, lazySchema } from '@/lib/cms-schema';

export const privacyPolicySchema = lazySchema(() => z.object({ title: cmsText, content: cmsText }));
export type PrivacyPolicy = z.infer<typeof privacyPolicySchema>;
