import { describe, expect, it } from 'vitest';
import type { CompanyConfig } from '@/features/company/types';
import {
  chooseContributionTarget,
  contributionLabel,
  isInformationalNoticeCompany,
  openableUrl,
} from './contribution-target';
import { testIntl } from '@/testing/intl';

const RK = 'https://rk.example/login';
const PDF = 'https://rk.example/plan-guide.PDF?v=2';
const ALLOC = 'https://rk.example/allocations';
const ENROLL = 'https://enroll.rk.example/start';
const change = { isEnroll: false, useAllocationUrl: false };

describe('contribution button label', () => {
  it('reads "Change my contribution", the company override, or "Enroll now" when enrolling', () => {
    const intl = testIntl();
    expect(contributionLabel({}, false, intl)).toBe('Change my contribution');
    expect(
      contributionLabel({ changeContributionCtaTextOverride: 'Update my rate' }, false, intl),
    ).toBe('Update my rate');
    expect(contributionLabel({ changeContributionCtaTextOverride: '  ' }, false, intl)).toBe(
      'Change my contribution',
    );
    expect(
      contributionLabel({ changeContributionCtaTextOverride: 'Update my rate' }, true, intl),
    ).toBe('Enroll now');
  });
});

describe('contribution target choice (SPEC.md "Target choice")', () => {
  it('opens a record-keeper page in the same tab (DESIGN.md section 9)', () => {
    expect(chooseContributionTarget({ recordKeeperUrl: RK }, change)).toEqual({
      url: RK,
      newTab: false,
      kind: 'record-keeper',
    });
  });

  it('opens a record-keeper PDF in a new tab, whatever the case or query string', () => {
    expect(chooseContributionTarget({ recordKeeperUrl: PDF }, change)).toMatchObject({
      url: PDF,
      newTab: true,
    });
  });

  it('keeps a page whose address only mentions .pdf (in its host or query) in the same tab', () => {
    for (const url of ['https://rk.example/login?next=guide.pdf', 'https://pdf.rk.example/login']) {
      expect(chooseContributionTarget({ recordKeeperUrl: url }, change)?.newTab).toBe(false);
    }
  });

  it('uses the allocation URL only when the flag is on', () => {
    const config: CompanyConfig = { recordKeeperUrl: RK, recordKeeperAllocationUrl: ALLOC };
    expect(chooseContributionTarget(config, change)?.url).toBe(RK);
    expect(chooseContributionTarget(config, { ...change, useAllocationUrl: true })).toEqual({
      url: ALLOC,
      newTab: false,
      kind: 'allocation',
    });
    expect(
      chooseContributionTarget({ recordKeeperUrl: RK }, { ...change, useAllocationUrl: true })?.url,
    ).toBe(RK);
  });

  it('sends an enrolling user to enrollUrl in the same tab, before any other rule', () => {
    const config: CompanyConfig = {
      recordKeeperUrl: PDF,
      recordKeeperAllocationUrl: ALLOC,
      enrollUrl: ENROLL,
    };
    expect(chooseContributionTarget(config, { isEnroll: true, useAllocationUrl: true })).toEqual({
      url: ENROLL,
      newTab: false,
      kind: 'enroll',
    });
    expect(chooseContributionTarget(config, change)?.url).toBe(PDF);
    expect(
      chooseContributionTarget({ recordKeeperUrl: RK }, { ...change, isEnroll: true })?.url,
    ).toBe(RK);
  });

  it('never opens a URL that is not http(s), falling back to the next safe one', () => {
    expect(
      chooseContributionTarget(
        { recordKeeperUrl: RK, enrollUrl: 'javascript:alert(1)' },
        { isEnroll: true, useAllocationUrl: false },
      )?.url,
    ).toBe(RK);
    for (const bad of [
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'mailto:hr@example.com',
      '/relative/path',
      '//evil.example',
      'ftp://rk.example/file.pdf',
      '',
      undefined,
    ]) {
      expect(chooseContributionTarget({ recordKeeperUrl: bad }, change)).toBeUndefined();
      expect(openableUrl(bad)).toBeUndefined();
    }
  });

  it('knows the informational-notice company', () => {
    expect(isInformationalNoticeCompany({ companyId: 'lumenhealth' })).toBe(true);
    expect(isInformationalNoticeCompany({ companyId: 'generic' })).toBe(false);
  });
});
