deprecated_in("2.0") unsigned long size_of_table(void)
{
	return 64;
}

deprecated_in(2, 1, "use count_rows") unsigned long count_entries(void)
{
	return table_rows(0, (1 + 2));
}

unsigned kept_as_is(void)
{
	return 1;
}

deprecated_in(FUTURE_VERSION(3)) unsigned long next_size(void)
{
	return 128;
}
