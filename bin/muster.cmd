@echo off
rem muster for Windows: the jar on a JVM set up for a short batch, with bin/muster's flags (see there why each one).
rem It runs from an unzipped release (lib\muster.jar) or a checkout's build (target\muster-VERSION.jar); unlike
rem bin/muster it leaves out a checkout's class-data archive, which a release never has.
rem MUSTER_JAVA_OPTS adds flags; JAVA_HOME picks the Java. Run it from a command prompt: muster help
setlocal
set "here=%~dp0.."
set "jar=%here%\lib\muster.jar"
if not exist "%jar%" for %%f in ("%here%\target\muster-*.jar") do set "jar=%%~ff"
if not exist "%jar%" (
  echo muster: no muster jar in "%here%\lib"; unzip the whole release and run bin\muster.cmd from its folder 1>&2
  exit /b 2
)
set "java=java"
if defined JAVA_HOME if exist "%JAVA_HOME%\bin\java.exe" set "java=%JAVA_HOME%\bin\java.exe"
"%java%" -version >nul 2>&1
if errorlevel 1 (
  echo muster: no Java found; install a Java runtime, 17 or newer, or set JAVA_HOME 1>&2
  exit /b 2
)
set "jit=-XX:TieredStopAtLevel=1 -XX:C1MaxInlineSize=20 -Dsun.reflect.inflationThreshold=2147483647"
if not defined NUMBER_OF_PROCESSORS set "NUMBER_OF_PROCESSORS=2"
if %NUMBER_OF_PROCESSORS% LEQ 2 set "jit=%jit% -XX:CICompilerCount=1"
set "heap=-Xms200m -Xmn120m -Xmx256m"
rem the scenario files a build names (a folder counts its .yaml and .yml files), as bin/muster counts them
set "scenarios=0"
if /i "%~1"=="build" for %%a in (%*) do call :count "%%~a"
if %scenarios% EQU 1 set "heap=-Xms200m -Xmn64m -Xmx256m"
if %scenarios% GTR 8 (
  set "heap=-Xms256m -Xmn128m -Xmx352m"
  set "jit=-XX:TieredStopAtLevel=1"
)
if /i "%~1"=="watch" (
  set "jit="
  set "heap=-Xms128m -Xmx512m"
)
"%java%" %jit% -XX:+UseSerialGC %heap% -XX:-UsePerfData -Djava.awt.headless=true %MUSTER_JAVA_OPTS% -jar "%jar%" %*
exit /b %ERRORLEVEL%

rem one argument of build: the command's own name is skipped, a folder adds its scenario files, a scenario file adds one
:count
if /i "%~1"=="build" exit /b 0
if exist "%~1\" (
  for %%f in ("%~1\*.yaml" "%~1\*.yml") do set /a scenarios+=1
  exit /b 0
)
if /i "%~x1"==".yaml" set /a scenarios+=1
if /i "%~x1"==".yml" set /a scenarios+=1
exit /b 0
