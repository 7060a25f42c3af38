import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { APPLICATION_MESSAGES } from '@kisan-credit/shared-api/contract/messages/application';
import { ROUTES } from '@kisan-credit/shared-api/contract/roles';
import { Button } from '@kisan-credit/shared-ui/components/Button';
import { NoticeBar } from '@kisan-credit/shared-ui/components/NoticeBar';
import { useLanguage } from '@kisan-credit/shared-ui/i18n/useLanguage';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import { scrollToTop } from '../../../lib/scrollToTop';
import { StatusTimeline } from '../timeline/StatusTimeline';

const Card = styled.section`
  max-width: 40rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  text-align: center;
`;

const NoticeWrap = styled.div`
  text-align: left;
`;

const Tick = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 4rem;
  height: 4rem;
  margin-bottom: ${({ theme }) => theme.space.md};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
  font-size: 2rem;
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

/** After submission (docs/requirements.md#r2-success-screen); in update mode also 'Application updated successfully!'. */
export function SuccessScreen({ updated }: { updated: boolean }) {
  const language = useLanguage();
  const navigate = useNavigate();
  useEffect(() => scrollToTop(), []);
  return (
    <Card aria-labelledby="kcc-success-title">
      {updated && (
        <NoticeWrap>
          <NoticeBar kind="success" message={text(APPLICATION_MESSAGES.applicationUpdated)} language={language} />
        </NoticeWrap>
      )}
      <Tick aria-hidden="true">✓</Tick>
      <Title id="kcc-success-title">{text(APPLICATION_MESSAGES.submittedTitle)}</Title>
      <Text>{text(APPLICATION_MESSAGES.submittedText)}</Text>
      <StatusTimeline />
      <Button onClick={() => navigate(ROUTES.home)}>{text(APPLICATION_MESSAGES.editMyApplication)}</Button>
    </Card>
  );
}
