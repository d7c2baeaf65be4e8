void bar(void);
void xyz(void);
void d(void);

void in_order(int x)
{
	switch (x) {
	case FOO: bar(); break;
	case XYZ: xyz(); break;
	}
}

void one_missing(int x)
{
	switch (x) {
	case FOO: bar(); break;
	}
}

void reordered(int x)
{
	switch (x) {
	case XYZ:
		xyz();
		break;
	case FOO: bar(); break;
	default: d(); break;
	}
}

void falls_through(int x)
{
	switch (x) {
	case XYZ: xyz();
	case FOO: bar(); break;
	}
}
