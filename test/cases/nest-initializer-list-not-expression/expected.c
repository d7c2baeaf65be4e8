struct imx { int a; };

struct imx nodes[] = {
	DEFINE_BUS_SLAVE(),
};

int f(void)
{
	return y;
}
