struct ops {
	int open;
	int close;
};

static const struct ops plain_ops = {
	.open = 1,
	.close = 2,
};

static struct ops twice_ops = {
	.open = 1,
#ifdef CONFIG_NOT_SET
	.open = 2,
#endif
	.close = 3,
};

void use(void)
{
	struct ops local = { .close = 1, .close = 2 };
}
