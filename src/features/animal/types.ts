import * as v from 'valibot';
import { ANIMALS, type Animal } from '@/config/constants';
import { cmsList, cmsText, cmsTextList, cmsUrl, lazySchema } from '@/lib/cms-schema';
import type { MessageId } from '@/lib/i18n/message-ids';
import { animalArticleSchema } from './animal-slice';

/**
 * The persona service's answer to the quiz-animal call (SPEC.md section 7): articles, the first
 * of which names the animal in properties.animal and carries the persona's copy.
 */
const personaPropertiesSchema = lazySchema(() =>
  v.object({
    animal: v.picklist(ANIMALS),
    personaName: cmsText,
    description: cmsText,
    imagePath: cmsUrl,
    imageAltTag: cmsText,
    bullets: cmsTextList,
  }),
);
export type PersonaProperties = v.InferOutput<typeof personaPropertiesSchema>;

export const quizAnimalResponseSchema = lazySchema(() =>
  v.object({
    articles: cmsList(animalArticleSchema),
  }),
);

/** The persona an animal article describes, or undefined when it names no known animal. */
export function personaOf(article: unknown): PersonaProperties | undefined {
  if (typeof article !== 'object' || article === null) return undefined;
  const parsed = v.safeParse(
    personaPropertiesSchema,
    (article as { properties?: unknown }).properties,
  );
  return parsed.success ? parsed.output : undefined;
}

/**
 * The app's own name for each animal, shown when the persona's CMS copy has no personaName
 * (the animal key itself is an id, not a word a participant should read).
 */
export const ANIMAL_NAMES: Record<Animal, MessageId> = {
  rabbit: 'animal.name.rabbit',
  lynx: 'animal.name.lynx',
  fox: 'animal.name.fox',
  elk: 'animal.name.elk',
  owl: 'animal.name.owl',
};
