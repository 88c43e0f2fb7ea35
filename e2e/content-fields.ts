/** Which fields of a content payload are text a test may rewrite, shared by the content suites. */

/**
 * Fields left intact, or a page would only show not-found and prove nothing: ids and
 * references the app routes or joins by (article ids, quiz step titles, option uuids, company
 * ids and tags, the persona's animal), AEM model names that pick a block's component, and
 * enum-like values that pick a variant. Numbers and booleans sent as strings are kept for the
 * same reason. Every other string is poisoned, including alt text and labels.
 */
export const KEEP_KEYS = new Set([
  'id',
  'aemId',
  'articleId',
  'jcr:uuid',
  'jcr:title',
  'companyId',
  'companies',
  'path',
  'cq:model',
  'cq:name',
  'cfModel',
  'quizMapping',
  'animal',
  'tags',
  'questionType',
  'articleType',
  'cardType',
  'ctaType',
  'imageAlign',
  'contentZones',
  'icon',
  'status',
  'articleRatingType',
  'actionPlanBulletOrder',
  'actionPlanSectionOrder',
]);
export const KEEP_VALUE = /^(?:-?\d+(?:\.\d+)?|true|false)$/;
/** URL fields by name (ctaUrl, imagePath, backgroundImage, companyLogo ...) or by shape. */
export const URL_KEY = /(?:url|link|href|src|path|image|logo)$/i;
export const URL_VALUE = /^(?:https?:|mailto:|tel:|\/)/i;
export const CSS_KEY = /colou?r/i;
