import * as v from 'valibot';
import {
  cmsCount,
  cmsFlag,
  cmsList,
  cmsNumber,
  cmsRequiredText,
  cmsText,
  cmsUrl,
  lazySchema,
} from '@/lib/cms-schema';

/**
 * The plan's match formula, up to 3 cumulative tiers: "100% of the first 4%, 50% of the next 2%"
 * is [{ rate: 100, upTo: 4 }, { rate: 50, upTo: 6 }]. A formula that does not parse is dropped
 * whole (the participant then enters their own) rather than half believed.
 */
const employerMatchTiers = v.fallback(
  v.optional(
    v.pipe(
      v.array(
        v.object({
          rate: v.pipe(v.number(), v.minValue(0), v.maxValue(200)),
          upTo: v.pipe(v.number(), v.gtValue(0), v.maxValue(100)),
        }),
      ),
      v.minLength(1),
      v.maxLength(3),
      v.check((tiers) =>
        tiers.every((tier, i) => i === 0 || tier.upTo > (tiers[i - 1]?.upTo ?? 0)),
      ),
    ),
  ),
  undefined,
);

/**
 * The company config fragment (SPEC.md section 3 "Company config"). primaryColor,
 * secondaryColor and tagline are RetireWell's branding fields on the same fragment.
 */
export const companyConfigSchema = lazySchema(() =>
  v.object({
    autoIncreasePercentage: cmsNumber,
    employerMatchTiers,
    /** An employer contribution in percent of pay, whatever the participant saves. */
    employerNonelectivePercentage: cmsNumber,
    cfModel: cmsText,
    companyId: cmsText,
    companyLogo: cmsUrl,
    companyName: cmsText,
    contactUsEmailFrom: cmsText,
    contactUsEmailSubject: cmsText,
    contactUsEmailTo: cmsText,
    enableEmailMyActionPlan: cmsFlag,
    hrPhoneNumber: cmsText,
    id: cmsText,
    path: cmsText,
    rkAutoContributionUrl: cmsText,
    rkIncreaseContributionUrl: cmsText,
    showCompanyResourcesLink: cmsFlag,
    showContactUs: cmsFlag,
    showContributionFields: cmsFlag,
    showPlanDetails: cmsFlag,
    showTargetDate: cmsFlag,
    companies: v.fallback(v.optional(v.array(v.string())), undefined),
    contactUsInvestmentCtaLabel: cmsText,
    recordKeeperUrl: cmsText,
    recordKeeperName: cmsText,
    enrollUrl: cmsText,
    recordKeeperAllocationUrl: cmsText,
    changeContributionCtaTextOverride: cmsText,
    leavingIcrModalTextOverride: cmsText,
    clientIntranetSiteLabel: cmsText,
    clientIntranetSiteUrl: cmsText,
    planDetailsUrl: cmsText,
    primaryColor: cmsText,
    secondaryColor: cmsText,
  }),
);

export type CompanyConfig = v.InferOutput<typeof companyConfigSchema>;

/** An empty config means the company is unknown (SPEC.md "App shell"). */
export function isEmptyConfig(config: CompanyConfig): boolean {
  return !config.companyId;
}

const companyLinkSchema = lazySchema(() =>
  v.object({
    // A link without a name or an address has nothing to show or open: the list leaves it out.
    linkName: cmsRequiredText,
    link: cmsRequiredText,
    imagePath: cmsUrl,
  }),
);

const companyResourceSchema = lazySchema(() =>
  v.object({
    'jcr:uuid': cmsText,
    // A link without a name or an address has nothing to show or open: the list leaves it out.
    linkName: cmsRequiredText,
    link: cmsRequiredText,
    imagePath: cmsUrl,
    description: cmsText,
  }),
);
export type CompanyResource = v.InferOutput<typeof companyResourceSchema>;

export const companyResourcesSchema = lazySchema(() =>
  v.object({
    count: cmsCount,
    resources: cmsList(companyResourceSchema),
  }),
);
export type CompanyResources = v.InferOutput<typeof companyResourcesSchema>;

export const companyLinksSchema = lazySchema(() =>
  v.object({
    count: cmsCount,
    links: cmsList(companyLinkSchema),
  }),
);
export type CompanyLinks = v.InferOutput<typeof companyLinksSchema>;
