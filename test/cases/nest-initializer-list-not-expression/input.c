struct imx { int a; };

struct imx nodes[] = {
	DEFINE_BUS_SLAVE(),
};

int f(void)
{
	int y = g(1);
	return y;
}
