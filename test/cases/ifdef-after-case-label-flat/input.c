int f(int opt)
{
	switch (opt) {
	case 1:
#ifdef CONFIG_X
		set(1);
#else
		msg(1);
#endif
		return 0;
	}
	return 1;
}
