// The filters above a list, each one way: a search box, a choice among values and a date range.
// Each reports "no filter" as undefined, so a cleared filter drops out of the list's query.
import { DatePicker, Input, Select } from "antd";

/** A search box: `onSearch` gets the text when the user presses Enter or the search button. */
export function SearchFilter({
  placeholder,
  width = 200,
  onSearch,
  testId,
}: {
  placeholder: string;
  width?: number;
  onSearch: (text: string | undefined) => void;
  testId?: string;
}) {
  return (
    <Input.Search
      allowClear
      placeholder={placeholder}
      style={{ width, maxWidth: "100%" }}
      onSearch={(text) => onSearch(text || undefined)}
      data-testid={testId}
    />
  );
}

/** A choice among `options` (value and label), or none. */
export function ChoiceFilter<V extends string | number>({
  placeholder,
  width = 150,
  options,
  onChange,
}: {
  placeholder: string;
  width?: number;
  options: { value: V; label: string }[];
  onChange: (value: V | undefined) => void;
}) {
  return (
    <Select<V>
      allowClear
      placeholder={placeholder}
      style={{ width }}
      options={options}
      onChange={(value) => onChange(value ?? undefined)}
    />
  );
}

/** A range of days, as the API's `from` and `to` (YYYY-MM-DD), each undefined while not chosen. */
export function DateRangeFilter({ onChange }: { onChange: (range: { from?: string; to?: string }) => void }) {
  return (
    <DatePicker.RangePicker
      format="YYYY-MM-DD"
      onChange={(_, [from, to]) => onChange({ from: from || undefined, to: to || undefined })}
    />
  );
}
