void bar(void);
void xyz(void);
void d(void);

void in_order(int x)
{
	switch (x) {
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
	default: d(); break;
	}
}

void falls_through(int x)
{
	switch (x) {
	}
}
