/// English words for the Chinese, Japanese and Korean terms people use in issue titles about iOS
/// and macOS views ("键盘遮挡输入框", "WebView白屏", "カーソルが飛ぶ", "다크 모드에 따른 색상 변경"),
/// since the recipes are written in English. A query word in one of those scripts is read for
/// these terms, longest first at each position (a Korean word carries its particles: "모드에"
/// holds "모드"), and each term found adds its English words to the query; the word itself stays,
/// as an optional word, for documents written in that language.
///
/// Kept as data: one term a line, its spellings (simplified and traditional Chinese, Japanese,
/// Korean), then `=`, then the English words. `#` starts a comment.
enum CJKGlossary {
    static let text = """
        # what goes wrong
        崩溃 崩潰 闪退 閃退 クラッシュ 落ちる 크래시 튕김 튕겨 = crash
        报错 報錯 错误 錯誤 エラー 异常 異常 例外 에러 오류 = error
        卡顿 卡住 卡死 无响应 フリーズ 固まる 멈춤 멈춰 먹통 프리즈 = freeze
        闪烁 閃爍 闪屏 ちらつき チラつき 깜빡 깜박 = flicker
        白屏 真っ白 흰화면 하얀화면 = blank white
        黑屏 真っ黒 = black blank
        空白 = blank
        泄漏 泄露 内存泄漏 リーク 누수 = leak
        无效 無效 不生效 効かない 反映されない 작동하지 동작하지 안됨 = not working
        失效 = stops working
        停止 停下 禁止 禁用 = stop
        不显示 不顯示 显示不出 表示されない 표시되지 보이지 = not showing
        不回调 不触发 不觸發 呼ばれない 호출되지 = not called
        重复 重複 两次 兩次 第二次 二次 再次 二回目 二度 두번 중복 = twice again
        错位 ずれる ズレ = wrong position offset
        遮挡 遮擋 遮住 挡住 隠れる = covers hidden
        跳动 跳到 乱跳 跳 飛ぶ = jumps
        慢 遅い 重い = slow
        太少 很少 少ない 短い = short few
        乱序 亂序 顺序 順序 順番 並び順 순서 = order
        # what people work with
        键盘 鍵盤 キーボード 키보드 자판 = keyboard
        输入法 輸入法 入力 입력 = input ime
        中文 中国語 汉字 漢字 拼音 = chinese
        日文 日语 日語 日本語 かな 仮名 = japanese
        韩文 韩语 韓国語 한글 한국어 = korean
        자음 모음 = composition korean
        光标 光標 游标 游標 カーソル 커서 = cursor
        输入框 輸入框 文本框 テキストフィールド 텍스트필드 = text field
        文本 文字 テキスト 텍스트 = text
        内容 內容 コンテンツ = content
        富文本 = attributed text
        按钮 按鈕 ボタン 버튼 = button
        图片 圖片 图像 圖像 画像 이미지 = image
        动图 動圖 = gif animated
        视频 視頻 影片 動画 동영상 비디오 = video
        播放 再生 재생 = play
        声音 聲音 音声 소리 오디오 = sound audio
        静音 靜音 消音 マナーモード 무음 = silent mute
        音乐 音樂 音楽 음악 = music
        相机 相機 摄像头 カメラ 카메라 = camera
        相册 相簿 照片 写真 사진 앨범 = photo library
        扫码 扫描 掃描 二维码 二維碼 スキャン = scan qr
        地图 地圖 地図 지도 = map
        定位 位置 위치 = location
        网页 網頁 ウェブ 页面 頁面 界面 画面 웹뷰 웹페이지 = web page view
        浏览器 瀏覽器 ブラウザ 브라우저 = browser
        注入 = inject
        加载 載入 加載 読み込み 読み込む 로드 로딩 = load
        刷新 リロード 再読み込み 새로고침 = refresh reload
        下拉刷新 = pull to refresh
        更新 업데이트 갱신 = update
        滚动 滾動 滑动 滑動 スクロール 스크롤 = scroll
        列表 リスト 리스트 목록 = list
        表格 テーブル 테이블 = table
        缩放 縮放 放大 ズーム 拡大 확대 = zoom
        手势 手勢 ジェスチャー 제스처 = gesture
        点击 點擊 タップ = tap
        长按 長按 長押し = long press
        拖动 拖拽 拖動 ドラッグ 드래그 = drag
        侧滑 側滑 スワイプ 스와이프 = swipe
        返回 戻る 뒤로 = back
        弹窗 彈窗 弹出 彈出 ポップアップ 팝업 = popup popover
        分享 共有 공유 = share
        邮件 郵件 メール 메일 = mail
        日历 日曆 カレンダー 캘린더 달력 = calendar
        通讯录 通訊錄 联系人 聯絡人 連絡先 연락처 = contacts
        文件 檔案 ファイル 파일 문서 = file document
        权限 權限 許可 권한 = permission
        通知 알림 = notification
        监听 監聽 オブザーバー 옵저버 = observer
        后台 後台 背景 バックグラウンド 백그라운드 = background
        前台 フォアグラウンド 포그라운드 = foreground
        横屏 橫屏 旋转 旋轉 回転 회전 가로모드 = rotation landscape
        高度 높이 = height
        宽度 寬度 너비 = width
        尺寸 大小 サイズ 크기 사이즈 = size
        全屏 全螢幕 全画面 전체화면 = fullscreen
        动画 動畫 アニメーション 애니메이션 = animation
        导航栏 導航欄 ナビゲーションバー = navigation bar
        导航 導航 ナビゲーション 네비게이션 내비게이션 = navigation
        搜索 搜尋 検索 검색 = search
        选择器 選擇器 ピッカー 피커 = picker
        选择 選擇 选取 選取 選択 선택 = select pick
        分段 = segmented
        代理 デリゲート 델리게이트 = delegate
        回调 回調 コールバック 콜백 = callback
        主线程 主線程 メインスレッド = main thread
        线程 線程 スレッド 스레드 쓰레드 = thread
        内存 記憶體 メモリ 메모리 = memory
        字体 字體 フォント 폰트 글꼴 = font
        颜色 顏色 색상 색깔 컬러 = color
        深色模式 暗黑模式 ダークモード 다크모드 = dark mode
        内购 內購 应用内购买 課金 = purchase
        商店 ストア = store
        评分 評分 レビュー = rating review
        登录 登入 ログイン 로그인 = sign in login
        创建 創建 新建 作成 생성 = create
        初始化 初期化 초기화 = init
        # how a representable is built
        协调器 協調器 协调者 コーディネーター コーディネータ 코디네이터 = coordinator
        父级 父級 父视图 父視圖 父组件 親ビュー 부모 = parent
        子视图 子視圖 子ビュー = subview child
        控制器 コントローラー コントローラ 컨트롤러 = controller
        包装 包裝 封装 封裝 ラップ ラッパー 래퍼 = wrapper
        桥接 橋接 ブリッジ = bridge
        状态 狀態 ステート 상태 = state
        绑定 綁定 バインディング 바인딩 = binding
        生命周期 ライフサイクル 생명주기 라이프사이클 = lifecycle
        释放 釋放 解放 = deinit release
        第一响应者 第一響應者 ファーストレスポンダ = first responder
        焦点 焦點 フォーカス 포커스 = focus
        约束 約束 制約 제약 = constraint
        布局 レイアウト 레이아웃 = layout
        过时 過時 旧值 舊值 古い = stale old
        # words of Korean titles with no entry above
        다크 = dark
        라이트 = light
        모드 = mode
        화면 = screen
        변경 = change
        그리기 = drawing draw
        선택 = select selection
        편집 = edit
        업로드 = upload
        """

    /// One spelling of a term and the English words it stands for.
    private typealias Entry = (spelling: [Unicode.Scalar], words: [String])

    /// The English words for the Chinese and Japanese terms in `term`, in order, each once:
    /// empty when `term` has none.
    static func englishWords(in term: String) -> [String] {
        guard term.utf8.contains(where: { $0 >= 0x80 }) else { return [] }
        let scalars = Array(term.unicodeScalars)
        guard scalars.contains(where: { table.firstScalars.contains($0) }) else { return [] }
        var words: [String] = []
        var i = 0
        while i < scalars.count {
            let match = (table.byFirstScalar[scalars[i]] ?? []).first { entry in
                i + entry.spelling.count <= scalars.count && Array(scalars[i..<(i + entry.spelling.count)]) == entry.spelling
            }
            guard let match else { i += 1; continue }
            for word in match.words where !words.contains(word) { words.append(word) }
            i += match.spelling.count
        }
        return words
    }

    /// The spellings by their first scalar, longest first: read from `text` on the first query
    /// that holds Chinese or Japanese.
    private static let table: (byFirstScalar: [Unicode.Scalar: [Entry]], firstScalars: Set<Unicode.Scalar>) = {
        var byFirst: [Unicode.Scalar: [Entry]] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let halves = line.split(separator: "=", maxSplits: 1)
            guard halves.count == 2 else { continue }
            let words = halves[1].split(separator: " ").map(String.init)
            for spelling in halves[0].split(separator: " ") {
                let scalars = Array(spelling.unicodeScalars)
                if let first = scalars.first { byFirst[first, default: []].append((scalars, words)) }
            }
        }
        for key in byFirst.keys { byFirst[key]!.sort { $0.spelling.count > $1.spelling.count } }
        return (byFirst, Set(byFirst.keys))
    }()
}
