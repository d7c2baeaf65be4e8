int f(int drop_it)
{
	return drop_it; /* comment */;
}

int g(int algo)
{
	switch (algo) {
	case 1:
		return 3;
	default:
		return 0;
	};
}

int h(int algo)
{
	switch (algo) {
	case 1:
		algo++;
		break;
	}
	if (algo) {
		algo--;
	}
	return algo;
}
