import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useT } from '../../../shared/i18n/language';
import { ArrowRightIcon } from './icons';

/** 政策匹配 on the people tab: the questionnaire-based matching of the matching feature. */
export function MatchingButton() {
  const t = useT();
  return (
    <Button component={Link} to="/questionnaire" variant="light" color="gov" radius="xl" rightSection={<ArrowRightIcon />} className="policy-matching-button">
      {t('home.policyMatching')}
    </Button>
  );
}
