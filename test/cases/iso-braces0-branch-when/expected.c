void stop(void);
void step(void);
void done(void);
void finish(void);

void for_body(int n)
{
	int i;

	for (i = 0; i < n; i++) {
		stop();
	}
	finish();
}

void while_unbraced(int n)
{
	while (n--)
		stop();
	finish();
}

void if_branches(int n)
{
	if (n) {
		stop();
	} else {
		stop();
	}
	finish();
}

void nested_block(int n)
{
	step();
	{
		stop();
	}
	finish();
}
