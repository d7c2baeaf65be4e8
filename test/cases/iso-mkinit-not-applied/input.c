struct conf { int count; int size; };

void setup(void)
{
	struct conf a = { .count = 3, };
	struct conf b;

	b.count = 4;
	(void)a;
	(void)b;
}
