int f(int opt)
{
	switch (opt) {
	case 1:
#ifdef CONFIG_X
#else
#endif
		return 0;
	}
	return 1;
}
