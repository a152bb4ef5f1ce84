#!/usr/bin/env tsx
// Tries the site's settings against each service's own read-only answer, before the publish run builds
// (docs/publishing.md, "Going live"); nothing is signed up, sent or booked. Not part of `npm run build`,
// which stays offline. Usage: npm run check-services
import { loadEnvConfig } from '@next/env';
import { kitApiOrigin } from '@/lib/web/kit';
import {
  buildSiteConfig,
  configDefaults,
  isPlaceholderUrl,
  settingName,
  unsetSettings,
  type SiteConfig,
} from '@/lib/site/site-config';
import { serviceOffLine, type Service } from '@/lib/site/services';
import { readUrl } from '@/scripts/publish/read-url';
import { readSettings } from '@/content-loader/site-files';

export interface ServiceResult {
  service: string;
  outcome: 'ok' | 'wrong' | 'unchecked' | 'off';
  says: string;
}

function offResult(config: SiteConfig, name: string, service: Service): ServiceResult | null {
  if (config.services[service]) return null;
  const settings = unsetSettings(config)[service];
  return { service: name, outcome: 'off', says: serviceOffLine({ service, settings }).replace(/^Off: /, '') };
}

const timeoutMs = 15_000;

const get = (url: string) => readUrl(url, timeoutMs, { accept: 'application/json, text/html' });

/**
 * Kit: `GET /v3/forms?api_key=<public key>` lists the account's forms, `{"forms": [{"id", "name", …}]}`;
 * a key it refuses answers 401 `{"error": "Authorization Failed", …}` (developers.kit.com, v3 forms
 * and response codes).
 */
export async function checkKit(config: SiteConfig, apiBase = kitApiOrigin): Promise<ServiceResult> {
  const service = 'Kit';
  const off = offResult(config, service, 'newsletter');
  if (off) return off;
  if (config.kitFormId === configDefaults.kitFormId || config.kitApiKey === configDefaults.kitApiKey)
    return {
      service,
      outcome: 'wrong',
      says: `${settingName('kitFormId')} and ${settingName('kitPublicKey')} are placeholders`,
    };
  const url = `${apiBase.replace(/\/+$/, '')}/v3/forms?api_key=${encodeURIComponent(config.kitApiKey)}`;
  const answer = await get(url);
  if ('error' in answer)
    return { service, outcome: 'unchecked', says: `Kit's API did not answer (${answer.error})` };
  const { response } = answer;
  if (response.status === 401)
    return {
      service,
      outcome: 'wrong',
      says: `Kit refuses the public key (HTTP 401): ${settingName('kitPublicKey')} must be the v3 API key of Kit's Settings > Developer`,
    };
  if (!response.ok)
    return { service, outcome: 'unchecked', says: `Kit's API answered HTTP ${response.status}` };
  let forms: { id?: unknown; name?: unknown }[] = [];
  try {
    const body = JSON.parse(answer.text) as { forms?: unknown };
    if (Array.isArray(body.forms)) forms = body.forms;
  } catch {
    return {
      service,
      outcome: 'unchecked',
      says: 'Kit’s API answered with something that is not its forms list',
    };
  }
  const form = forms.find((entry) => String(entry.id) === config.kitFormId);
  if (form)
    return {
      service,
      outcome: 'ok',
      says: `form ${config.kitFormId} (“${String(form.name)}”) is one of the account’s forms`,
    };
  const known = forms.map((entry) => `${String(entry.id)} “${String(entry.name)}”`).join(', ');
  return {
    service,
    outcome: 'wrong',
    says: `the account of the public key has no form ${config.kitFormId}: ${settingName('kitFormId')} must be one of ${known || 'its forms, and it has none'}`,
  };
}

/** Calendly documents no check; its booking page is public, so it is read as a visitor would. */
export async function checkCalendly(config: SiteConfig): Promise<ServiceResult> {
  const service = 'Calendly';
  const off = offResult(config, service, 'booking');
  if (off) return off;
  if (isPlaceholderUrl(config.calendlyUrl))
    return { service, outcome: 'wrong', says: `${settingName('calendlyUrl')} is a placeholder` };
  const answer = await get(config.calendlyUrl);
  if ('error' in answer)
    return { service, outcome: 'unchecked', says: `${config.calendlyUrl} did not answer (${answer.error})` };
  const { response } = answer;
  if (response.status === 404)
    return {
      service,
      outcome: 'wrong',
      says: `${config.calendlyUrl} is not a booking page (HTTP 404): check ${settingName('calendlyUrl')}`,
    };
  if (!response.ok)
    return { service, outcome: 'unchecked', says: `${config.calendlyUrl} answered HTTP ${response.status}` };
  return { service, outcome: 'ok', says: `${config.calendlyUrl} answers` };
}

/** Named as unchecked, never as passed. */
export function uncheckedServices(config: SiteConfig, analyticsDomain?: string): ServiceResult[] {
  const found: ServiceResult[] = [];
  const off = offResult(config, 'Formspree', 'messages');
  if (off) found.push(off);
  else if (!config.formsEndpoint)
    found.push({
      service: 'Formspree',
      outcome: 'wrong',
      says: `${settingName('formsEndpoint')} is empty: messages would reach no one`,
    });
  else
    found.push({
      service: 'Formspree',
      outcome: 'unchecked',
      says: `Formspree documents no way to check ${config.formsEndpoint} without sending to it: send yourself a message from the live site once`,
    });
  if (analyticsDomain)
    found.push({
      service: 'Plausible',
      outcome: 'unchecked',
      says: `Plausible documents no public check of ${analyticsDomain}: see the first visits in its dashboard`,
    });
  return found;
}

async function main() {
  const root = process.cwd();
  loadEnvConfig(root, false, { info: () => {}, error: console.error });
  const env = readSettings(root).env;
  const config = buildSiteConfig(env);
  const results = [
    await checkKit(config, process.env.KIT_V3_API_BASE_URL?.trim() || kitApiOrigin),
    await checkCalendly(config),
    ...uncheckedServices(config, env.NEXT_PUBLIC_ANALYTICS_DOMAIN?.trim()),
  ];
  for (const { service, outcome, says } of results) {
    const line = `check-services: ${service}: ${outcome === 'ok' ? 'passed' : outcome}: ${says}`;
    if (outcome === 'wrong') console.error(line);
    else console.log(line);
  }
  return results.some(({ outcome }) => outcome === 'wrong') ? 1 : 0;
}

if (process.argv[1]?.endsWith('check-services.ts')) main().then((code) => process.exit(code));
