int count(void);

int level(void)
{
	unsigned int leaves = count();

	if (leaves != 0)
		return 1;
#ifdef CONFIG_UNSET_OPTION
	{
		unsigned int more = count();

		if (more > 0)
			return 2;
	}
#endif
	return 0;
}
