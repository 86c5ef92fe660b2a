import { describe, expect, it } from 'vitest';
import {
  catalogueFor,
  hasNamespace,
  LATER_MESSAGES,
  LATER_NAMESPACES,
  loadCatalogue,
  type MessageKey,
} from '../../../src/shared/i18n/catalogue';
import { zhAll as zhCN } from '../../../src/shared/i18n/catalogue-zh-all';
import { languageStore, loadMessages, setLanguage, t, translate } from '../../../src/shared/i18n/language';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('catalogues', () => {
  it('English carries every zh-CN key, none empty, with the same placeholders', async () => {
    const en = { ...(await loadCatalogue('en')) } as Record<MessageKey, string>;
    for (const name of LATER_NAMESPACES) Object.assign(en, await LATER_MESSAGES.en[name]());
    const keys = Object.keys(zhCN) as MessageKey[];
    expect(Object.keys(en).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      expect(en[key].trim(), key).not.toBe('');
      expect(zhCN[key].trim(), key).not.toBe('');
      expect(placeholders(en[key]), key).toEqual(placeholders(zhCN[key]));
    }
  });

  it('uses the copy deck wording verbatim', async () => {
    const en = (await loadCatalogue('en')) as Record<MessageKey, string>;
    expect(zhCN['app.title']).toBe('泉州市惠企惠民政策直达平台');
    expect(zhCN['error.timeout']).toBe('系统请求超时异常，请稍后再试');
    expect(zhCN['error.expired']).toBe('登录已失效，即将返回首页。');
    expect(zhCN['match.enterpriseRefused']).toBe('暂不支持企业匹配，请切换个人账号登录');
    expect(zhCN['offline.needNetwork']).toBe('此操作需要联网，请恢复网络后重试');
    expect(en['offline.banner']).toBe('You are offline; showing content saved on this device');
  });

  it('fills placeholders and switches language only once the catalogue is loaded', async () => {
    expect(translate('zh-CN', 'common.total', { n: 12 })).toBe('共 12 条');
    await setLanguage('en');
    expect(languageStore.get()).toBe('en');
    expect(t('common.total', { n: 3 })).toBe('3 in total');
    await setLanguage('zh-CN');
    expect(t('nav.home')).toBe('首页');
  });

  it('switching language brings the later namespaces already loaded in the new language too', async () => {
    // tests/setup.ts loaded every later namespace in zh-CN
    expect(hasNamespace('zh-CN', 'consult')).toBe(true);
    await setLanguage('en');
    expect(hasNamespace('en', 'consult')).toBe(true);
    expect(t('consult.title')).toBe('Online consultation');
    expect(catalogueFor('en')?.['consult.title']).toBe('Online consultation');
    await loadMessages(['centre']);
    await setLanguage('zh-CN');
    expect(t('consult.title')).toBe(zhCN['consult.title']);
  });
});
