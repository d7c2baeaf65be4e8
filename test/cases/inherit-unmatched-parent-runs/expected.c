void log(int);
void trace(int);

int main(void)
{
	trace(1);
	return 0;
}
