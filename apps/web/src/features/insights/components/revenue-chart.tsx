import type { TAdminInsights } from '@cardora/contract';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatPaise } from '#lib/format';
import { compactRupees, monthLabel } from '../format';
import { ChartLegend } from './legend-dot';

export const REVENUE_CHART_HEIGHT = 260;

/** Customer payments per IST month: plans and product purchases stacked, in ₹ with Indian grouping. */
export function RevenueChart({
  months,
  productColor,
}: {
  months: TAdminInsights['revenueByMonth'];
  productColor: string;
}) {
  const theme = useTheme();
  const planColor = theme.palette.primary.main;
  const plans = months.reduce((sum, month) => sum + month.planPaise, 0);
  const products = months.reduce((sum, month) => sum + month.productPaise, 0);
  const rupees = (value: number | null) => (value === null ? null : formatPaise(value));
  return (
    <>
      <ChartLegend
        items={[
          { color: planColor, label: 'Plans', value: formatPaise(plans) },
          { color: productColor, label: 'Products', value: formatPaise(products) },
        ]}
      />
      <BarChart
        height={REVENUE_CHART_HEIGHT}
        hideLegend
        grid={{ horizontal: true }}
        borderRadius={6}
        margin={{ top: 12, right: 8, bottom: 4, left: 4 }}
        xAxis={[
          {
            scaleType: 'band',
            data: months.map((month) => month.month),
            valueFormatter: (value: string, context) => monthLabel(value, context.location === 'tick'),
            categoryGapRatio: months.length <= 2 ? 0.6 : 0.35,
            tickLabelStyle: { fontSize: 11 },
          },
        ]}
        yAxis={[
          { valueFormatter: (value: number) => compactRupees(value), width: 52, tickLabelStyle: { fontSize: 11 } },
        ]}
        series={[
          {
            id: 'plans',
            label: 'Plans',
            data: months.map((month) => month.planPaise),
            stack: 'revenue',
            color: planColor,
            valueFormatter: rupees,
          },
          {
            id: 'products',
            label: 'Products',
            data: months.map((month) => month.productPaise),
            stack: 'revenue',
            color: productColor,
            valueFormatter: rupees,
          },
        ]}
      />
    </>
  );
}
