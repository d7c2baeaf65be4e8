void names(void)
{
	char *names[4] = {
		[1] "uno",
		[2] "two",
	};
	use(names);
}
