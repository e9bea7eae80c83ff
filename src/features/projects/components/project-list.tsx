import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Avatar } from '@/components/avatar';
import { ChevronRightIcon } from '@/components/icons';
import type { Project } from '@/lib/contract';

export interface ProjectListProps {
  projects: readonly Project[];
  /** The project the page runs for now; marked as current. */
  currentId: string;
  /** Where a project leads. */
  hrefFor: (projectId: string) => string;
  /** Called before the link navigates, to remember the choice. */
  onChoose: (projectId: string) => void;
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  @media ${({ theme }) => theme.breakpoints.desktop} {
    grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  }
`;

const Card = styled(Link)<{ $current: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 72px;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition: border-color ${({ theme }) => theme.durations.fast}ms;
  &:hover {
    border-color: ${({ theme }) => theme.colors.textMuted};
  }
  ${({ $current }) =>
    $current &&
    css`
      border-color: ${({ theme }) => theme.colors.brand};
    `}
`;

const Logo = styled.img`
  flex: none;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.md};
  object-fit: contain;
`;

const Text = styled.span`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: 2px;
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.font.weights.bold};
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const CurrentTag = styled.span`
  flex: none;
  padding: 2px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.brandContrast};
  font-size: ${({ theme }) => theme.font.sizes.xs};
`;

const Chevron = styled(ChevronRightIcon)`
  flex: none;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The projects as links to their chat; the current one is marked for eyes and screen readers. */
export function ProjectList({ projects, currentId, hrefFor, onChoose }: ProjectListProps) {
  const { t } = useTranslation();
  return (
    <List aria-label={t('projects.listLabel')}>
      {projects.map((project) => {
        const current = project.id === currentId;
        return (
          <li key={project.id}>
            <Card
              to={hrefFor(project.id)}
              onClick={() => onChoose(project.id)}
              aria-current={current ? 'true' : undefined}
              $current={current}
            >
              {project.logo ? (
                <Logo src={project.logo} alt="" />
              ) : (
                <Avatar name={project.name} size="md" />
              )}
              <Text>
                <Name>{project.name}</Name>
                {/* The company is what visitors recognise; the id only when there is nothing else. */}
                <Meta>{project.company || t('projects.projectId', { id: project.id })}</Meta>
              </Text>
              {current && <CurrentTag>{t('projects.current')}</CurrentTag>}
              <Chevron />
            </Card>
          </li>
        );
      })}
    </List>
  );
}
