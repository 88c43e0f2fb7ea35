import { z } from 'zod/mini';
import { cmsFlag, cmsList, cmsNumber, cmsText, lazySchema } from '@/lib/cms-schema';

/**
 * The plan's match formula, up to 3 cumulative tiers: "100% of the first 4%, 50% of the next 2%"
 * is [{ rate: 100, upTo: 4 }, { rate: 50, upTo: 6 }]. A formula that does not parse is dropped
 * whole (the participant then enters their own) rather than half believed.
 */
const employerMatchTiers = z.catch(
  z.optional(
    z
      .array(
        z.object({
          rate: z.number().check(z.gte(0), z.lte(200)),
          upTo: z.number().check(z.gt(0), z.lte(100)),
        }),
      )
      .check(
        z.minLength(1),
        z.maxLength(3),
        z.refine((tiers) =>
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
  z.object({
    autoIncreasePercentage: cmsNumber,
    employerMatchTiers,
    /** An employer contribution in percent of pay, whatever the participant saves. */
    employerNonelectivePercentage: cmsNumber,
    cfModel: cmsText,
    companyId: cmsText,
    companyLogo: cmsText,
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
    companies: z.catch(z.optional(z.array(z.string())), undefined),
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

export type CompanyConfig = z.infer<typeof companyConfigSchema>;

/** An empty config means the company is unknown (SPEC.md "App shell"). */
export function isEmptyConfig(config: CompanyConfig): boolean {
  return !config.companyId;
}

export const companyLinkSchema = lazySchema(() =>
  z.object({
    linkName: z.string(),
    link: z.string(),
    imagePath: cmsText,
  }),
);
export type CompanyLink = z.infer<typeof companyLinkSchema>;

export const companyResourceSchema = lazySchema(() =>
  z.object({
    'jcr:uuid': cmsText,
    linkName: z.string(),
    link: z.string(),
    imagePath: cmsText,
    description: cmsText,
  }),
);
export type CompanyResource = z.infer<typeof companyResourceSchema>;

export const companyResourcesSchema = lazySchema(() =>
  z.object({
    count: z.catch(z.number(), 0),
    resources: cmsList(companyResourceSchema),
  }),
);
export type CompanyResources = z.infer<typeof companyResourcesSchema>;

export const companyLinksSchema = lazySchema(() =>
  z.object({
    count: z.catch(z.number(), 0),
    links: cmsList(companyLinkSchema),
  }),
);
export type CompanyLinks = z.infer<typeof companyLinksSchema>;
