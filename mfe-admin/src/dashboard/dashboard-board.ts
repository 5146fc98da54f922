// The frame of the console's dashboards: small tables that wrap instead of scrolling, lists whose
// second line is muted, and links tall enough to tap (44 px).
import styled from 'styled-components';

export const DashboardBoard = styled.div`
  .dashboard-table {
    width: 100%;
    border-collapse: collapse;
    margin: 0.5rem 0 1rem;
  }
  .dashboard-table caption {
    text-align: left;
    font-weight: 600;
  }
  .dashboard-table th,
  .dashboard-table td {
    text-align: left;
    padding: 0.3rem 0.4rem;
    border-bottom: 1px solid var(--color-border);
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  .dashboard-list {
    padding-left: 1.25rem;
  }
  .dashboard-list li {
    margin-bottom: 0.25rem;
  }
  .dashboard-list span {
    display: block;
    color: var(--color-muted);
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;
