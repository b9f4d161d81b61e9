/** Finance's settings: /admin/exchange-rates/ (today's rate and its history) and /admin/finance/ (commission, hold, minimum payout). */
import { graphql } from '../generated';

export const AdminExchangeRatesQuery = graphql(`
  query AdminExchangeRates_Rates($page: Int!) {
    adminExchangeRates(page: $page) {
      today
      current { rate rateMicros effectiveDate }
      history { id rate effectiveDate source createdAt }
      pageInfo { page perPage total totalPages }
    }
  }
`);

export const SetExchangeRateMutation = graphql(`
  mutation AdminExchangeRates_Set($input: SetExchangeRateInput!) {
    setExchangeRate(input: $input) {
      rate { rate effectiveDate }
      changed
      userErrors { field message }
    }
  }
`);

export const AdminFinanceQuery = graphql(`
  query AdminFinance_Settings {
    adminCommissionRates {
      packages { id slug name price { amountCents currency } commissionBp }
      defaultCommissionBp
    }
    adminLedgerSettings { holdDays minPayout { amountCents currency } }
  }
`);

export const SetPackageCommissionMutation = graphql(`
  mutation AdminFinance_SetCommission($input: SetPackageCommissionInput!) {
    setPackageCommission(input: $input) {
      package { id name commissionBp }
      changed
      userErrors { field message }
    }
  }
`);

export const UpdatePayoutRulesMutation = graphql(`
  mutation AdminFinance_PayoutRules($input: LedgerSettingsInput!) {
    updateLedgerSettings(input: $input) {
      settings { holdDays }
      changed
      userErrors { field message }
    }
  }
`);
