import type { ReactNode } from 'react';
import { Container, Stack, Text, Title } from '@mantine/core';
import type { Audience } from '../../../shared/api/contract';
import { HotWords } from './hot-words';
import { SearchBox } from './search-box';
import classes from './search-header.module.css';

interface SearchHeaderProps {
  title: string;
  subtitle?: string;
  audience: Audience;
  keyword?: string;
  onSearch: (keyword: string) => void;
  /** home: the audience tabs wrap the search */
  renderSearch?: (search: ReactNode) => ReactNode;
  children?: ReactNode;
}

/** The band over the regional background on home and list: title, search, hot words. */
export function SearchHeader({
  title,
  subtitle,
  audience,
  keyword,
  onSearch,
  renderSearch,
  children,
}: SearchHeaderProps) {
  const search = (
    <Stack gap="sm" align="stretch" className={classes.searchStack}>
      <SearchBox audience={audience} initialKeyword={keyword} onSearch={onSearch} />
      <HotWords audience={audience} />
    </Stack>
  );
  return (
    <div className={classes.band}>
      <Container size="xl" className={classes.inner}>
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        {subtitle && <Text className={classes.subtitle}>{subtitle}</Text>}
        <div className={classes.searchArea}>{renderSearch ? renderSearch(search) : search}</div>
        {children}
      </Container>
    </div>
  );
}
