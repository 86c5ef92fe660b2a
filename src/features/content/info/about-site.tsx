import { city } from '../../../shared/config/city';
import { useFormat } from '../../../shared/format/use-format';
import { useLang, useT } from '../../../shared/i18n/language';
import { Bullets, ContactLine, InfoSection, Para } from './info-section';

export function AboutSite() {
  const t = useT();
  const fmt = useFormat();
  const lang = useLang();
  const f = city.footer;
  return (
    <>
      <InfoSection title={t('content.about.introTitle')}>
        <Para>{t('content.about.intro', { title: city.title[lang] })}</Para>
      </InfoSection>
      <InfoSection title={t('content.about.featuresTitle')}>
        <Bullets
          items={[
            t('content.about.f1'),
            t('content.about.f2'),
            t('content.about.f3'),
            t('content.about.f4'),
            t('content.about.f5'),
          ]}
        />
      </InfoSection>
      <InfoSection title={t('content.about.orgTitle')}>
        <Para>
          {fmt.label(t('footer.organiser'))}
          {f.organiser[lang]}
        </Para>
        <Para>
          {fmt.label(t('footer.contractor'))}
          {f.contractor[lang]}
        </Para>
        <Para>
          {fmt.label(t('footer.address'))}
          {f.address[lang]}
        </Para>
        <ContactLine />
        <Para>
          {fmt.label(t('footer.filing'))}
          {f.filing} {fmt.label(t('footer.siteCode'))}
          {f.siteCode}
        </Para>
      </InfoSection>
    </>
  );
}
