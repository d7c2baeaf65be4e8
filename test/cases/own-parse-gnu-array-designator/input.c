void names(void)
{
	char *names[4] = {
		[1] "one",
		[2] "two",
	};
	use(names);
}
