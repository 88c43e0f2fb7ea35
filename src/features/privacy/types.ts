import { z } from 'zod/mini';
import { cmsText } from '@/lib/cms-schema';

export const privacyPolicySchema = z.object({ title: cmsText, content: cmsText });
export type PrivacyPolicy = z.infer<typeof privacyPolicySchema>;
