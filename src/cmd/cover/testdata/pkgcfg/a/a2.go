package a

func A2() {
	{
	}
	{
	}
}
