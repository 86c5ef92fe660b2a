// /enterpriseMatching (快速匹配 → 惠企政策匹配): an enterprise's policies matched from its enterprise
// information; a visitor is asked to log in as an enterprise, a person is told to switch (docs/product.md#enterprise-matching).
import { Box, Container } from '@mantine/core';
import { useT } from '../../../shared/i18n/language';
import { LoginPrompt } from '../../../shared/ui/login-prompt';
import { EnterpriseMatches } from '../components/enterprise-matches';
import { MatchingHero } from '../components/matching-hero';
import type { RenderMatchedPolicy } from '../components/match-list';
import { useMatchingAccount } from '../lib/use-matching-board';

export function EnterpriseMatchingPage({ renderPolicy }: { renderPolicy: RenderMatchedPolicy }) {
  const t = useT();
  const { kind, account } = useMatchingAccount();
  return (
    <Container size="lg" py="xl">
      <Box mb="xl">
        <MatchingHero title={t('quick.enterprise')} lead={t('entMatch.lead')} />
      </Box>
      {kind === 2 ? (
        <EnterpriseMatches account={account} renderPolicy={renderPolicy} />
      ) : kind === 1 ? (
        <LoginPrompt
          color="orange"
          title={t('login.isPerson')}
          kinds={[2]}
          label={() => t('entMatch.switchAccount')}
        />
      ) : (
        <LoginPrompt message={t('entMatch.needLogin')} kinds={[2]} />
      )}
    </Container>
  );
}
