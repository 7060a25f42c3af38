import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from './Spinner';

export interface FullScreenOverlayProps {
  /** 'Redirecting...' or 'Processing Documents'. */
  message: ReactNode;
  /** A second line, e.g. 'Please wait while we extract data from your uploaded documents...'. */
  detail?: ReactNode;
}

const Cover = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: rgba(255, 255, 255, 0.94);
  color: ${({ theme }) => theme.colors.brand};
  text-align: center;
`;

const Message = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
`;

const Detail = styled.p`
  margin: 0;
  max-width: 32rem;
  color: ${({ theme }) => theme.colors.text};
`;

/** Covers the page while something finishes; the message is announced politely. */
export function FullScreenOverlay({ message, detail }: FullScreenOverlayProps) {
  return (
    <Cover role="status" aria-live="polite">
      <Spinner size="3rem" />
      <Message>{message}</Message>
      {detail && <Detail>{detail}</Detail>}
    </Cover>
  );
}
