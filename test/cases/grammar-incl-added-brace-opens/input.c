struct of_device_id { const char *compatible; const void *data; };

static const struct of_device_id foo_of_match[] = {
	{ .compatible = "a,b", },
	{ .compatible = "a,c", }
};

static const struct of_device_id bar_of_match[] = {
	{ .compatible = "a,b", },
	{ .compatible = "a,c", },
	{ }
};

static const struct of_device_id baz_of_match[] = {
	{
	.compatible = "a,b",
	}
};
